// See Context.kt: android.os.Build and android.provider.Settings (API 34).
@file:Suppress("unused", "UNUSED_PARAMETER")

package android.os

object Build {
    object VERSION {
        /** `public static final int SDK_INT` */
        val SDK_INT: Int = 34
    }
}
