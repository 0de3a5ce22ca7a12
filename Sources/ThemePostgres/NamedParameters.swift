/// SQL with `:name` parameters turned into PostgreSQL's `$1`, `$2`… (the same name, the same
/// number), skipping string literals, quoted identifiers, comments and `::` casts.
struct NamedParameters: Sendable {
  /// The SQL with numbered parameters.
  let sql: String
  /// The parameter names, in number order.
  let names: [String]

  init(_ source: String) {
    var output = ""
    var names: [String] = []
    var numbers: [String: Int] = [:]
    let characters = Array(source.unicodeScalars)
    var index = 0
    func isNameStart(_ scalar: Unicode.Scalar) -> Bool { scalar == "_" || scalar.properties.isAlphabetic }
    func isNamePart(_ scalar: Unicode.Scalar) -> Bool { isNameStart(scalar) || ("0"..."9").contains(scalar) }
    while index < characters.count {
      let scalar = characters[index]
      switch scalar {
      case "'", "\"":
        // Copy the literal or identifier through its closing quote (a doubled quote stays inside).
        output.unicodeScalars.append(scalar)
        index += 1
        while index < characters.count {
          output.unicodeScalars.append(characters[index])
          index += 1
          if characters[index - 1] == scalar {
            if index < characters.count, characters[index] == scalar {
              output.unicodeScalars.append(scalar)
              index += 1
            } else {
              break
            }
          }
        }
      case "-" where index + 1 < characters.count && characters[index + 1] == "-":
        while index < characters.count, characters[index] != "\n" {
          output.unicodeScalars.append(characters[index])
          index += 1
        }
      case ":" where index + 1 < characters.count && characters[index + 1] == ":":
        output += "::"
        index += 2
      case ":" where index + 1 < characters.count && isNameStart(characters[index + 1]):
        var end = index + 1
        while end < characters.count, isNamePart(characters[end]) { end += 1 }
        var name = ""
        name.unicodeScalars.append(contentsOf: characters[(index + 1)..<end])
        let number: Int
        if let known = numbers[name] {
          number = known
        } else {
          names.append(name)
          number = names.count
          numbers[name] = number
        }
        output += "$\(number)"
        index = end
      default:
        output.unicodeScalars.append(scalar)
        index += 1
      }
    }
    self.sql = output
    self.names = names
  }
}
