// See Context.kt: androidx.compose.ui and androidx.compose.foundation (1.7).
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.ui.unit

/** `value class TextUnit` */
class TextUnit internal constructor(val value: Float)

/** `val Float.sp: TextUnit`, `val Int.sp`, `val Double.sp` */
val Float.sp: TextUnit get() = TextUnit(this)
val Int.sp: TextUnit get() = TextUnit(toFloat())
val Double.sp: TextUnit get() = TextUnit(toFloat())
/** `val Float.em: TextUnit`, `val Int.em`, `val Double.em` */
val Float.em: TextUnit get() = TextUnit(this)
val Int.em: TextUnit get() = TextUnit(toFloat())
val Double.em: TextUnit get() = TextUnit(toFloat())

/** `value class Dp(val value: Float)` */
class Dp(val value: Float)

/** `val Float.dp: Dp`, `val Int.dp`, `val Double.dp` */
val Float.dp: Dp get() = Dp(this)
val Int.dp: Dp get() = Dp(toFloat())
val Double.dp: Dp get() = Dp(toFloat())

/** `interface Density` */
interface Density {
    val density: Float
    val fontScale: Float
}
