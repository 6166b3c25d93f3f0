extension DependencyValues {
  /// Whether the feature this is read in is presented (by `ifLet` on a `PresentationState`,
  /// or on a stack), so it can be dismissed: TCA's `isPresented`. A reducer that runs both at
  /// the root and presented checks it before calling `dismiss`.
  public var isPresented: Bool { dismiss.dismiss != nil }
}
