/// A value for some of the four appearances: what `[Appearance: Value]` held, indexed by the
/// appearance instead of hashed.
///
/// Why not a dictionary: every colour of a theme has two (its expressions and its resolved
/// values), and a 500-colour commit looked them up some eleven thousand times, each a hash of
/// the key and a probe. The slots live in one array, so a copy is still one reference.
public struct AppearanceValues<Value> {
  @usableFromInline var slots: [Value?]

  /// No values.
  @inlinable
  public init() {
    slots = [nil, nil, nil, nil]
  }

  /// The value for `appearance`, if there is one; setting nil removes it.
  @inlinable
  public subscript(_ appearance: Appearance) -> Value? {
    get { slots[appearance.slot] }
    set { slots[appearance.slot] = newValue }
  }

  /// The appearances that have a value, in declaration order.
  public var keys: [Appearance] { Appearance.allCases.filter { slots[$0.slot] != nil } }

  /// How many appearances have a value.
  public var count: Int { slots.count { $0 != nil } }

  /// Whether no appearance has a value.
  public var isEmpty: Bool { !slots.contains { $0 != nil } }

  /// The value for `appearance`, else for the appearance it falls back to
  /// (`darkHighContrast → dark → light`, `lightHighContrast → light`); nil when none has one.
  public func fallingBack(from appearance: Appearance) -> Value? {
    var current: Appearance? = appearance
    while let candidate = current {
      if let value = self[candidate] { return value }
      current = candidate.fallback
    }
    return nil
  }
}

extension Appearance {
  /// The appearance's place in declaration order, 0 to 3.
  @inlinable
  var slot: Int {
    switch self {
    case .light: 0
    case .dark: 1
    case .lightHighContrast: 2
    case .darkHighContrast: 3
    }
  }
}

extension AppearanceValues: Sequence {
  /// Each appearance that has a value, with it, in declaration order.
  public func makeIterator() -> IndexingIterator<[(key: Appearance, value: Value)]> {
    Appearance.allCases.compactMap { appearance in self[appearance].map { (key: appearance, value: $0) } }
      .makeIterator()
  }
}

extension AppearanceValues: ExpressibleByDictionaryLiteral {
  /// Values from a literal such as `[.light: value]`; a later duplicate key wins.
  public init(dictionaryLiteral elements: (Appearance, Value)...) {
    self.init()
    for (appearance, value) in elements { self[appearance] = value }
  }
}

extension AppearanceValues: Sendable where Value: Sendable {}

extension AppearanceValues: Equatable where Value: Equatable {}
