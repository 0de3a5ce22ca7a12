// See Context.kt: Android API 34 declarations the exported Compose file uses.
@file:Suppress("unused", "UNUSED_PARAMETER")

package android.app

/** API 8+: `public class UiModeManager` */
open class UiModeManager {
    /** API 34+: `public float getContrast()`, from -1 to 1 (0 standard, 0.5 medium, 1 high). */
    val contrast: Float get() = 0f
}
