// See Context.kt: androidx.compose.ui.text and .text.font (1.7).
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.ui.text

import androidx.compose.ui.text.font.FontFamily
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.TextUnit

/** `class TextStyle(color, fontSize, fontWeight, fontStyle, fontSynthesis, fontFamily, …, lineHeight, …)` */
class TextStyle(
    val fontSize: TextUnit? = null,
    val fontWeight: FontWeight? = null,
    val fontFamily: FontFamily? = null,
    val lineHeight: TextUnit? = null
)
