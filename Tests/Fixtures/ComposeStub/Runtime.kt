// See Context.kt: androidx.compose.runtime (1.7).
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.runtime

@Target(AnnotationTarget.FUNCTION, AnnotationTarget.TYPE, AnnotationTarget.PROPERTY_GETTER)
annotation class Composable

@Target(AnnotationTarget.CLASS)
annotation class Immutable

/** `sealed class CompositionLocal<T>` with `val current: T @Composable get()` */
abstract class CompositionLocal<T> {
    abstract val current: T @Composable get
}

abstract class ProvidableCompositionLocal<T> : CompositionLocal<T>()
