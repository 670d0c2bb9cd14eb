#if canImport(SwiftUI) && !os(watchOS)
    import SwiftUI

    /// An ``Async`` element in a ``MenuContentView``: a progress row until its body is
    /// loaded through the resolver's cache. The load is keyed by the element's identity, so
    /// another element in its place loads its own body instead of showing this one's.
    @available(iOS 16.0, macOS 13.0, tvOS 17.0, visionOS 1.0, *)
    struct AsyncElementView: View {
        let element: Async
        let identity: MenuIdentity
        let resolver: MenuResolver
        @State private var loaded: LoadedBody?

        /// A body and the identity of the element it was loaded for.
        struct LoadedBody {
            let identity: MenuIdentity
            let elements: [MenuElement]
        }

        var body: some View {
            if let loaded, loaded.identity == identity {
                MenuContentView(elements: loaded.elements, in: identity, resolver: resolver)
            } else {
                ProgressView()
                    .task(id: identity) { @MainActor in
                        let elements = await resolver.body(of: element)
                        loaded = LoadedBody(identity: identity, elements: elements)
                    }
            }
        }
    }
#endif
