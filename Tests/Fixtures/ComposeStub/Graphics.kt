// See Context.kt: androidx.compose.ui.graphics (1.7).
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.ui.graphics

/**
 * `value class Color(val value: ULong)`, made with `fun Color(color: Long): Color` (0xAARRGGBB);
 * here one class whose constructor takes the same call.
 */
class Color(val value: Long)
