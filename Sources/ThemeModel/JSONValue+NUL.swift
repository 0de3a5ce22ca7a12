extension JSONValue {
  /// The JSON paths of the strings and keys that contain NUL (U+0000), which PostgreSQL cannot
  /// store and no theme needs; the registry refuses them in new documents on every backend.
  public func pathsContainingNUL(at path: String = "$") -> [String] {
    switch self {
    case .string(let text): return text.utf8.contains(0) ? [path] : []
    case .array(let elements):
      return elements.enumerated().flatMap { offset, element in element.pathsContainingNUL(at: "\(path)[\(offset)]") }
    case .object(let members):
      return members.flatMap { member in
        let memberPath = JSONPath.appending(String(member.key.prefix(64)), to: path)
        return (member.key.utf8.contains(0) ? [memberPath] : []) + member.value.pathsContainingNUL(at: memberPath)
      }
    default: return []
    }
  }
}
