// Stand-in for the Swift half of Apple's Darwin module (see ../README.md): it re-exports
// the C module (macOS's real libc headers, include/module.modulemap) and declares what
// Apple's overlay adds in Swift, where the package relies on it. Where the overlay
// declares something the C headers also have (the `S_IF…` macros, which C gives the type
// `Int32`), the overlay's declaration is the one Swift code sees, so it is the one here.
@_exported import Darwin

/// Darwin's `errno`: a C macro over `__error()`, which Swift cannot import.
public var errno: Int32 {
    get { __error().pointee }
    set { __error().pointee = newValue }
}

// `open(2)` is variadic in C; the overlay declares its two fixed forms.

/// Darwin's `open(_:_:)`.
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { fatalError() }

/// Darwin's `open(_:_:_:)`.
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 { fatalError() }

// File types and permission bits, as `mode_t` (UInt16 on Darwin, UInt32 on Linux).

public var S_IFMT: mode_t { mode_t(0o170000) }
public var S_IFIFO: mode_t { mode_t(0o010000) }
public var S_IFCHR: mode_t { mode_t(0o020000) }
public var S_IFDIR: mode_t { mode_t(0o040000) }
public var S_IFBLK: mode_t { mode_t(0o060000) }
public var S_IFREG: mode_t { mode_t(0o100000) }
public var S_IFLNK: mode_t { mode_t(0o120000) }
public var S_IFSOCK: mode_t { mode_t(0o140000) }
public var S_IFWHT: mode_t { mode_t(0o160000) }
public var S_IRWXU: mode_t { mode_t(0o000700) }
public var S_IRUSR: mode_t { mode_t(0o000400) }
public var S_IWUSR: mode_t { mode_t(0o000200) }
public var S_IXUSR: mode_t { mode_t(0o000100) }
public var S_IRWXG: mode_t { mode_t(0o000070) }
public var S_IRGRP: mode_t { mode_t(0o000040) }
public var S_IWGRP: mode_t { mode_t(0o000020) }
public var S_IXGRP: mode_t { mode_t(0o000010) }
public var S_IRWXO: mode_t { mode_t(0o000007) }
public var S_IROTH: mode_t { mode_t(0o000004) }
public var S_IWOTH: mode_t { mode_t(0o000002) }
public var S_IXOTH: mode_t { mode_t(0o000001) }
public var S_ISUID: mode_t { mode_t(0o004000) }
public var S_ISGID: mode_t { mode_t(0o002000) }
public var S_ISVTX: mode_t { mode_t(0o001000) }
