#if canImport(SwiftUI) && !os(watchOS)
    import SwiftUI

    /// An ``Async`` element in a ``MenuContentView``: a progress row until its body is
    /// loaded through the resolver's cache.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    struct AsyncElementView: View {
        let element: Async
        let resolver: MenuResolver
        @State private var loaded: [MenuElement]?

        var body: some View {
            if let loaded {
                MenuContentView(elements: loaded, resolver: resolver)
            } else {
                ProgressView()
                    .task { loaded = await resolver.body(of: element) }
            }
        }
    }
#endif
