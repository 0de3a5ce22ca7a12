// See Context.kt: androidx.compose.foundation (1.7).
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.foundation

import androidx.compose.runtime.Composable

/** `@Composable fun isSystemInDarkTheme(): Boolean` */
@Composable
fun isSystemInDarkTheme(): Boolean = false
