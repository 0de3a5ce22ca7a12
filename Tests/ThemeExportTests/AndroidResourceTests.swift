import Foundation
import Testing
import ThemeModel
import ThemeTestSupport

@testable import ThemeExport

/// Android resources as the real resource compiler reads them (Debian's `aapt`, which
/// `Scripts/test` installs): every values file must compile.
@Suite("Android resources in aapt2")
struct AndroidResourceTests {
  static let aapt2 = "/usr/bin/aapt2"
  static let hasAAPT2 = FileManager.default.isExecutableFile(atPath: aapt2)

  /// Writes the Android export of `object` as a `res` folder and compiles each values file.
  func compile(_ object: [String: Any]) throws -> (code: Int32, output: String) {
    let folder = TemporaryDirectory()
    for file in ThemeExporter.files(format: .android, source: ExportFixtures.source(object))
    where file.path.hasSuffix(".xml") {
      let path = folder.file("res/" + file.path.dropFirst("android/".count))
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      FileManager.default.createFile(atPath: path, contents: Data(file.bytes))
    }
    try FileManager.default.createDirectory(atPath: folder.file("out"), withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.aapt2)
    process.arguments = ["compile", "--dir", folder.file("res"), "-o", folder.file("out/res.zip")]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (process.terminationStatus, text)
  }

  @Test(
    .enabled(if: hasAAPT2, "needs aapt2 (Debian: aapt)"),
    arguments: ["50% off %s and %d items", "100%", "%1$s of %2$d", "Rate: 5 %", "%%d"])
  func labelsWithPercentSignsCompile(label: String) throws {
    let object = SampleThemes.setting(SampleThemes.rich(), "iconButtons.send.accessibilityLabel", to: label)
    let result = try compile(object)
    #expect(result.code == 0, "\(result.output)")
  }

  @Test(.enabled(if: hasAAPT2, "needs aapt2 (Debian: aapt)"))
  func theHostileThemeCompiles() throws {
    let result = try compile(ExportFixtures.hostile())
    #expect(result.code == 0, "\(result.output)")
  }
}
