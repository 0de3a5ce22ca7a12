import ThemeModel

extension DTCGFormat.ValueChecker {
  /// `written` checked against the schema of `type` (references already followed).
  mutating func structure(_ written: JSONValue, as type: String, at path: String, visiting: Set<String>) {
    switch type {
    case "color": color(written, at: path, visiting: visiting)
    case "dimension": measure(written, units: ["px", "rem"], as: type, at: path, visiting: visiting)
    case "duration": measure(written, units: ["ms", "s"], as: type, at: path, visiting: visiting)
    case "number":
      if written.numberValue == nil {
        problem(path, "a number value must be a number, found \(written.typeName)")
      }
    case "boolean":
      if written.boolValue == nil { problem(path, "must be true or false, found \(written.typeName)") }
    case "fontFamily":
      if let list = written.arrayElements {
        if list.isEmpty || !list.allSatisfy({ $0.stringValue != nil }) {
          problem(path, "a fontFamily list must hold one or more strings")
        }
      } else if written.stringValue == nil {
        problem(path, "a fontFamily is a string or a list of strings, found \(written.typeName)")
      }
    case "fontWeight":
      if let number = written.numberValue {
        if !(1...1000).contains(number) {
          problem(path, "a numeric fontWeight is between 1 and 1000, found \(JSONWriter.format(number))")
        }
      } else if let keyword = written.stringValue {
        if !DTCGFormat.fontWeights.contains(keyword) {
          problem(
            path,
            "\(JSONWriter.quoted(keyword)) is not a fontWeight keyword (thin, light, normal, bold, black, …; lower case)"
          )
        }
      } else {
        problem(path, "a fontWeight is a number or a keyword, found \(written.typeName)")
      }
    case "cubicBezier":
      guard let points = written.arrayElements, points.count == 4, points.allSatisfy({ $0.numberValue != nil }) else {
        problem(path, "a cubicBezier is four numbers [x1, y1, x2, y2]")
        return
      }
      if !(0...1).contains(points[0].numberValue!) || !(0...1).contains(points[2].numberValue!) {
        problem(path, "a cubicBezier's x1 and x2 are between 0 and 1")
      }
    case "strokeStyle": strokeStyle(written, at: path, visiting: visiting)
    case "gradient":
      guard let stops = written.arrayElements, !stops.isEmpty else {
        problem(path, "a gradient is a non-empty list of stops")
        return
      }
      for (index, stop) in stops.enumerated() {
        value(stop, as: "gradientStop", at: "\(path)[\(index)]", aliases: false, visiting: visiting)
      }
    case "shadow":
      if let layers = written.arrayElements {
        if layers.isEmpty { problem(path, "a shadow list holds at least one shadow") }
        for (index, layer) in layers.enumerated() {
          composite(layer, as: "shadow", at: "\(path)[\(index)]", visiting: visiting)
        }
      } else {
        composite(written, as: "shadow", at: path, visiting: visiting)
      }
    case "border", "transition", "typography", "gradientStop":
      composite(written, as: type, at: path, visiting: visiting)
    default: problem(path, "has the unknown type \(type)")
    }
  }

  mutating func measure(_ written: JSONValue, units: [String], as type: String, at path: String, visiting: Set<String>)
  {
    guard written.objectMembers != nil else {
      problem(
        path,
        "a \(type) is {\"value\": number, \"unit\": \(units.map { "\"\($0)\"" }.joined(separator: " or "))}, found \(written.typeName)"
      )
      return
    }
    if let number = written["value"] {
      value(number, as: "number", at: path + ".value", aliases: false, visiting: visiting)
    } else {
      problem(path, "a \(type) needs a value")
    }
    guard let unit = written["unit"]?.stringValue else {
      problem(path, "a \(type) needs a unit (\(units.joined(separator: " or ")))")
      return
    }
    if !units.contains(unit) {
      problem(path, "\(JSONWriter.quoted(unit)) is not a \(type) unit (\(units.joined(separator: " or ")))")
    }
  }

  mutating func composite(_ written: JSONValue, as type: String, at path: String, visiting: Set<String>) {
    guard let members = written.objectMembers else {
      problem(
        path, "a \(type == "gradientStop" ? "gradient stop" : type) is an object, found \(written.typeName)")
      return
    }
    let properties = DTCGFormat.composites[type] ?? []
    for (name, propertyType, required) in properties {
      guard let property = written[name] else {
        if required && legacy && type == "typography" && (name == "letterSpacing" || name == "lineHeight") {
          // Style Dictionary and Tokens Studio leave these out; 2025.10 requires them.
          notes.append(ValidationIssue(path: path, message: "a typography without \(name) (earlier drafts allowed it)"))
        } else if required {
          problem(path, "a \(type == "gradientStop" ? "gradient stop" : type) needs \(name)")
        }
        continue
      }
      value(property, as: propertyType, at: path + "." + name, aliases: true, visiting: visiting)
    }
    for member in members where !properties.contains(where: { $0.0 == member.key }) {
      problem(path, "\(JSONWriter.quoted(member.key)) is not a property of a \(type)")
    }
  }

  mutating func strokeStyle(_ written: JSONValue, at path: String, visiting: Set<String>) {
    if let keyword = written.stringValue {
      if !DTCGFormat.strokeStyles.contains(keyword) {
        problem(
          path,
          "\(JSONWriter.quoted(keyword)) is not a strokeStyle (solid, dashed, dotted, double, groove, ridge, outset, inset)"
        )
      }
      return
    }
    guard written.objectMembers != nil else {
      problem(path, "a strokeStyle is a keyword or {dashArray, lineCap}")
      return
    }
    if let dashes = written["dashArray"] {
      var list = dashes
      if let members = dashes.objectMembers, members.count == 1, members[0].key == "$ref",
        let target = resolve(pointer: members[0].value, at: path)
      {
        list = target
      }
      if let elements = list.arrayElements, !elements.isEmpty {
        for (index, dash) in elements.enumerated() {
          value(dash, as: "dimension", at: "\(path).dashArray[\(index)]", aliases: true, visiting: visiting)
        }
      } else {
        problem(path, "a strokeStyle's dashArray is a non-empty list of dimensions")
      }
    } else {
      problem(path, "a strokeStyle object needs dashArray")
    }
    guard let cap = written["lineCap"]?.stringValue else {
      problem(path, "a strokeStyle object needs lineCap (round, butt or square)")
      return
    }
    if !["round", "butt", "square"].contains(cap) {
      problem(path, "lineCap is round, butt or square, found \(JSONWriter.quoted(cap))")
    }
  }

  mutating func color(_ written: JSONValue, at path: String, visiting: Set<String>) {
    guard let members = written.objectMembers else {
      problem(
        path, "a color is {\"colorSpace\", \"components\"[, \"alpha\", \"hex\"]}, found \(written.typeName)")
      return
    }
    for member in members where !["colorSpace", "components", "alpha", "hex"].contains(member.key) {
      problem(path, "\(JSONWriter.quoted(member.key)) is not a property of a color")
    }
    guard let space = written["colorSpace"]?.stringValue else {
      problem(path, "a color needs a colorSpace")
      return
    }
    guard let ranges = ColorSpaces.ranges[space] else {
      problem(path, "\(JSONWriter.quoted(space)) is not a colour space of the 2025.10 Color module")
      return
    }
    var components = written["components"]
    if let members = components?.objectMembers, members.count == 1, members[0].key == "$ref" {
      components = resolve(pointer: members[0].value, at: path)
      if components == nil { return }
    }
    guard let list = components?.arrayElements else {
      problem(path, written["components"] == nil ? "a color needs components" : "a color's components are a list")
      return
    }
    if list.count != 3 { problem(path, "a \(space) color has 3 components, found \(list.count)") }
    for (index, component) in list.prefix(3).enumerated() {
      if component.stringValue == "none" { continue }
      guard let number = component.numberValue else {
        problem(path, "component \(index + 1) must be a number or \"none\", found \(component.typeName)")
        continue
      }
      let range = ranges[index]
      let shown = "component \(index + 1) (\(JSONWriter.format(number)))"
      switch range.violation(of: number) {
      case .below(let low): problem(path, "\(shown) is below \(JSONWriter.format(low)) in \(space)")
      case .above(let high):
        problem(path, "\(shown) is \(range.hue ? "not below" : "above") \(JSONWriter.format(high)) in \(space)")
      case nil: break
      }
    }
    if let alpha = written["alpha"] {
      if let number = alpha.numberValue {
        if !(0...1).contains(number) { problem(path, "alpha is between 0 and 1, found \(JSONWriter.format(number))") }
      } else {
        problem(path, "alpha must be a number")
      }
    }
    if let hex = written["hex"] {
      guard let text = hex.stringValue else {
        problem(path, "hex must be a string")
        return
      }
      let digits = text.dropFirst()
      if !text.hasPrefix("#") || digits.count != 6 || !digits.allSatisfy(\.isHexDigit) {
        problem(
          path,
          digits.count == 8
            ? "hex \(JSONWriter.quoted(text)) has an alpha channel; write #RRGGBB and put alpha in \"alpha\""
            : "hex \(JSONWriter.quoted(text)) is not #RRGGBB")
      } else if case .success(let color) = ColorLiteral.parseDTCG(
        written.objectMembers?.filter { $0.key != "hex" } ?? [])
      {
        // The components are the colour; a hex beside them is a fallback that must agree.
        let shown = String(color.color.hex.prefix(7))
        if shown.lowercased() != text.lowercased() {
          warnings.append(
            ValidationIssue(
              path: path, message: "hex \(text) disagrees with the components (\(shown)); the components are used"))
        }
      }
    }
  }
}
