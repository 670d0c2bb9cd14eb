// Stand-in for SwiftUI: view modifiers the adapters use (see ../README.md).

extension View {
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
    nonisolated public func accessibilityLabel(_ label: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier())
    }
}

extension View {
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    nonisolated public func help(_ text: Text) -> some View { self }
}
