// Stand-ins for the Android and Jetpack Compose declarations the exported Compose file uses, so
// the tests can compile it with Debian's kotlinc (no Android SDK or Compose compiler here). One
// file per package. Names, parameter names and types follow the Android API 34 reference and the
// androidx.compose 1.7 API reference (developer.android.com, looked up 2026-12); Java getters
// appear as Kotlin properties the way Kotlin sees them (UiModeManager.getContrast() as
// `contrast`). Value classes are plain classes (Kotlin 1.3 has no stable value classes), and
// @Composable is only an annotation here, so the composable-call rules are not checked.
@file:Suppress("unused", "UNUSED_PARAMETER")

package android.content

abstract class ContentResolver

abstract class Context {
    /** `public abstract Object getSystemService(String name)` */
    abstract fun getSystemService(name: String): Any?
    /** `public abstract ContentResolver getContentResolver()` */
    abstract val contentResolver: ContentResolver
    companion object {
        /** `public static final String UI_MODE_SERVICE = "uimode"` */
        const val UI_MODE_SERVICE: String = "uimode"
    }
}
