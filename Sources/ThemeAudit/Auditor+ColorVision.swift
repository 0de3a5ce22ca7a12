import ThemeModel

/// Two members of a distinct set that look alike under a simulated colour-vision deficiency.
public struct IndistinctPair: Sendable, Equatable {
  /// The set's name.
  public var set: String
  /// The two colours, in the set's order.
  public var first: String
  /// The second colour.
  public var second: String
  /// The appearance.
  public var appearance: Appearance
  /// Each deficiency under which they fall below the threshold, with the simulated colours
  /// and their CIEDE2000 difference.
  public var simulations: [(vision: ColorVision, first: RGBA, second: RGBA, deltaE: Double)]

  /// The smallest difference among the simulations.
  public var smallestDeltaE: Double { simulations.map(\.deltaE).min() ?? 0 }

  public static func == (lhs: IndistinctPair, rhs: IndistinctPair) -> Bool {
    lhs.set == rhs.set && lhs.first == rhs.first && lhs.second == rhs.second && lhs.appearance == rhs.appearance
      && lhs.simulations.map(\.deltaE) == rhs.simulations.map(\.deltaE)
  }
}

extension Auditor {
  /// The deficiencies a distinct set is checked under (achromatopsia is rare and its greys
  /// are what contrast already measures).
  public static let distinctVisions: [ColorVision] = [.protanopia, .deuteranopia, .tritanopia]

  /// Every pair of every distinct set that some simulated deficiency makes hard to tell apart,
  /// per appearance. Colours are composited over the backdrop first, as they are shown.
  public func indistinctPairs(_ theme: Theme) -> [IndistinctPair] {
    var pairs: [IndistinctPair] = []
    let threshold = theme.contrast.cvdMinDeltaE
    for set in theme.distinct {
      for appearance in theme.appearances {
        let canvas = Self.canvas(theme, theme.contrast.backdrop, appearance)
        let colors = set.members.map { theme.resolve(.named($0), in: appearance).composited(over: canvas) }
        let simulated = Self.distinctVisions.map { vision in colors.map(vision.simulate) }
        for i in colors.indices {
          for j in colors.indices where j > i {
            var found: [(vision: ColorVision, first: RGBA, second: RGBA, deltaE: Double)] = []
            for (index, vision) in Self.distinctVisions.enumerated() {
              let (first, second) = (simulated[index][i], simulated[index][j])
              let deltaE = ColorDifference.deltaE2000(first, second)
              if deltaE < threshold { found.append((vision, first, second, deltaE)) }
            }
            guard !found.isEmpty else { continue }
            pairs.append(
              IndistinctPair(
                set: set.name, first: set.members[i], second: set.members[j], appearance: appearance,
                simulations: found))
          }
        }
      }
    }
    return pairs
  }

  /// A warning per pair `indistinctPairs` finds, with the simulated colours.
  func colorVisionFindings(_ theme: Theme) -> [Finding] {
    let threshold = theme.contrast.cvdMinDeltaE
    return indistinctPairs(theme).map { pair in
      let under = pair.simulations.map { simulation in
        "\(simulation.vision.rawValue) (\(simulation.first.hex) and \(simulation.second.hex), ΔE \(ContrastMath.display(simulation.deltaE)))"
      }
      return Finding(
        rule: .colorCVDIndistinct, severity: .warning,
        subject: RuleID.colorCVDIndistinct.subject(
          "distinct.\(pair.set).\(pair.first)/\(pair.second)|\(pair.appearance.rawValue)"),
        appearance: pair.appearance, measured: pair.smallestDeltaE, required: threshold, wcag: "1.4.1",
        message:
          "\"\(pair.first)\" and \"\(pair.second)\" of the distinct set \"\(pair.set)\" look alike in \(pair.appearance.phrase) under \(under.joined(separator: ", ")); they need ΔE \(Self.format(threshold)); change the lightness of one, or tell them apart by more than colour",
        path: "distinct.\(pair.set)")
    }
  }
}
