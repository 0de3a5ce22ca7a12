import Foundation
import Testing
import ThemeTestSupport

/// A file or folder inside an Android `res/` folder given to `import`: the folder it is in is
/// named, to give instead.
@Suite("Importing part of a res/ folder")
struct ImportResFolderHintTests {
  let cli = CLIRunner()

  @Test(
    arguments: [
      (["values/colors.xml"], "is one file of a res/ folder"),
      (["--from", "android", "values/colors.xml"], "is one file of a res/ folder"),
      (["--from", "android", "values"], "is one folder of a res/ folder"),
      (["--from", "android", "values-night/"], "is one folder of a res/ folder"),
    ])
  func partOfAResFolderNamesTheFolderToGive(operands: [String], message: String) throws {
    let xml = Array("<resources>\n  <color name=\"text\">#000000</color>\n</resources>\n".utf8)
    _ = cli.folder.write("app/res/values/colors.xml", xml)
    _ = cli.folder.write("app/res/values-night/colors.xml", xml)
    let res = cli.folder.file("app/res")
    let arguments = operands.map { $0.contains("values") ? res + "/" + $0 : $0 }
    let outcome = cli.run(["import"] + arguments)
    #expect(outcome.code == 64)
    #expect(outcome.err.contains(message), "\(outcome.err)")
    #expect(outcome.err.contains("give it: themereg import \(res)"), "\(outcome.err)")
    #expect(outcome.out.isEmpty)
  }

  @Test func theResFolderItselfImports() throws {
    _ = cli.folder.write(
      "app/res/values/colors.xml", Array("<resources><color name=\"t\">#000000</color></resources>".utf8))
    let outcome = cli.run(["import", cli.folder.file("app/res")])
    #expect(outcome.code == 0, "\(outcome.err)")
  }
}
