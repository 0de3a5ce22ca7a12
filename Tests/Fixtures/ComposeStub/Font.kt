// See Context.kt: androidx.compose.ui.text.font (1.7) and androidx.compose.foundation.
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.ui.text.font

/** `class FontWeight(val weight: Int)` — 1…1000 */
class FontWeight(val weight: Int) {
    init { require(weight in 1..1000) }
}

/** `sealed class FontFamily` */
abstract class FontFamily

/** `interface Font` */
interface Font

/** `value class DeviceFontFamilyName(val name: String)` */
class DeviceFontFamilyName(val name: String)

/** `fun FontFamily(vararg fonts: Font): FontFamily` */
fun FontFamily(vararg fonts: Font): FontFamily = object : FontFamily() {}

/** `fun Font(familyName: DeviceFontFamilyName, weight: FontWeight = FontWeight.Normal, style: FontStyle = FontStyle.Normal, variationSettings: …): Font` */
fun Font(familyName: DeviceFontFamilyName, weight: FontWeight = FontWeight(400)): Font = object : Font {}
