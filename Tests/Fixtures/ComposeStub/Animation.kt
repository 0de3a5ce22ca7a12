// See Context.kt: androidx.compose.animation.core (1.7).
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.animation.core

/** `fun interface Easing { fun transform(fraction: Float): Float }` */
interface Easing {
    fun transform(fraction: Float): Float
}

/** `class CubicBezierEasing(a: Float, b: Float, c: Float, d: Float) : Easing` */
class CubicBezierEasing(private val a: Float, private val b: Float, private val c: Float, private val d: Float) : Easing {
    override fun transform(fraction: Float): Float = fraction
}
