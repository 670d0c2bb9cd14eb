// Stand-in for Apple's Foundation (see ../README.md): the types the package and the
// UI-framework stand-ins use, with the availability of Apple's documentation. Foundation
// re-exports Darwin, Dispatch and the ObjectiveC module, as Apple's does.
@_exported import Darwin
@_exported import Dispatch
@_exported import ObjectiveC
