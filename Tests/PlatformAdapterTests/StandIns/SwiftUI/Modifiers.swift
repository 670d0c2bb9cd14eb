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
