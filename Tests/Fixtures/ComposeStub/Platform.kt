// See Context.kt: androidx.compose.ui.platform (1.7).
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.ui.platform

import android.content.Context
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.ui.unit.Density

/** `val LocalContext: ProvidableCompositionLocal<Context>` */
val LocalContext: ProvidableCompositionLocal<Context> get() = throw NotImplementedError()
/** `val LocalDensity: ProvidableCompositionLocal<Density>` */
val LocalDensity: ProvidableCompositionLocal<Density> get() = throw NotImplementedError()
