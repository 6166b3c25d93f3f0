import Foundation

extension View {
  /// Disables the buttons, fields and toggles inside: drawn as disabled, not tappable.
  public func disabled(_ disabled: Bool) -> some View {
    ModifiedView(self) { content, context in
      var context = context
      context.disabled = context.disabled || disabled
      return context.resolve(content)
    }
  }

  /// Runs `action` after the first frame in which this view is on screen, and again after it
  /// left the screen and came back, as SwiftUI does.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    adding { context in [.onAppear(id: context.id, action: action)] }
  }

  /// Receives the URLs the host opens (`open bookshelf://book/3`) while this view is on screen.
  public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View {
    adding { _ in [.openURL(action)] }
  }
}
