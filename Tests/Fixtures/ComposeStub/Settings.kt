// See Context.kt: android.provider.Settings.Global (API 17+).
@file:Suppress("unused", "UNUSED_PARAMETER")

package android.provider

import android.content.ContentResolver

class Settings {
    class Global {
        companion object {
            /** `public static final String ANIMATOR_DURATION_SCALE = "animator_duration_scale"` */
            const val ANIMATOR_DURATION_SCALE: String = "animator_duration_scale"
            /** `public static float getFloat(ContentResolver cr, String name, float def)` */
            fun getFloat(cr: ContentResolver, name: String, def: Float): Float = def
        }
    }
}
