// See Context.kt: androidx.compose.material3 (1.3), the declarations a theme uses:
// ColorScheme and its two builders with every role a parameter with a default (the baseline
// colours; one value here), Typography with its fifteen type-scale slots, and MaterialTheme.
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.compose.material3

import androidx.compose.runtime.Composable
import androidx.compose.ui.graphics.Color
import androidx.compose.ui.text.TextStyle

private val baseline = Color(0xFF6750A4)

/** `class ColorScheme(primary: Color, onPrimary: Color, …)`: every role a property. */
class ColorScheme(
    val primary: Color,
    val onPrimary: Color,
    val primaryContainer: Color,
    val onPrimaryContainer: Color,
    val inversePrimary: Color,
    val secondary: Color,
    val onSecondary: Color,
    val secondaryContainer: Color,
    val onSecondaryContainer: Color,
    val tertiary: Color,
    val onTertiary: Color,
    val tertiaryContainer: Color,
    val onTertiaryContainer: Color,
    val background: Color,
    val onBackground: Color,
    val surface: Color,
    val onSurface: Color,
    val surfaceVariant: Color,
    val onSurfaceVariant: Color,
    val surfaceTint: Color,
    val inverseSurface: Color,
    val inverseOnSurface: Color,
    val error: Color,
    val onError: Color,
    val errorContainer: Color,
    val onErrorContainer: Color,
    val outline: Color,
    val outlineVariant: Color,
    val scrim: Color,
    val surfaceBright: Color,
    val surfaceContainer: Color,
    val surfaceContainerHigh: Color,
    val surfaceContainerHighest: Color,
    val surfaceContainerLow: Color,
    val surfaceContainerLowest: Color,
    val surfaceDim: Color
)

/** `fun lightColorScheme(primary: Color = …, …, surfaceDim: Color = …): ColorScheme` */
fun lightColorScheme(
    primary: Color = baseline,
    onPrimary: Color = baseline,
    primaryContainer: Color = baseline,
    onPrimaryContainer: Color = baseline,
    inversePrimary: Color = baseline,
    secondary: Color = baseline,
    onSecondary: Color = baseline,
    secondaryContainer: Color = baseline,
    onSecondaryContainer: Color = baseline,
    tertiary: Color = baseline,
    onTertiary: Color = baseline,
    tertiaryContainer: Color = baseline,
    onTertiaryContainer: Color = baseline,
    background: Color = baseline,
    onBackground: Color = baseline,
    surface: Color = baseline,
    onSurface: Color = baseline,
    surfaceVariant: Color = baseline,
    onSurfaceVariant: Color = baseline,
    surfaceTint: Color = baseline,
    inverseSurface: Color = baseline,
    inverseOnSurface: Color = baseline,
    error: Color = baseline,
    onError: Color = baseline,
    errorContainer: Color = baseline,
    onErrorContainer: Color = baseline,
    outline: Color = baseline,
    outlineVariant: Color = baseline,
    scrim: Color = baseline,
    surfaceBright: Color = baseline,
    surfaceContainer: Color = baseline,
    surfaceContainerHigh: Color = baseline,
    surfaceContainerHighest: Color = baseline,
    surfaceContainerLow: Color = baseline,
    surfaceContainerLowest: Color = baseline,
    surfaceDim: Color = baseline
): ColorScheme = ColorScheme(primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary, onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer, background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface, inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim, surfaceBright, surfaceContainer, surfaceContainerHigh, surfaceContainerHighest, surfaceContainerLow, surfaceContainerLowest, surfaceDim)

/** `fun darkColorScheme(primary: Color = …, …, surfaceDim: Color = …): ColorScheme` */
fun darkColorScheme(
    primary: Color = baseline,
    onPrimary: Color = baseline,
    primaryContainer: Color = baseline,
    onPrimaryContainer: Color = baseline,
    inversePrimary: Color = baseline,
    secondary: Color = baseline,
    onSecondary: Color = baseline,
    secondaryContainer: Color = baseline,
    onSecondaryContainer: Color = baseline,
    tertiary: Color = baseline,
    onTertiary: Color = baseline,
    tertiaryContainer: Color = baseline,
    onTertiaryContainer: Color = baseline,
    background: Color = baseline,
    onBackground: Color = baseline,
    surface: Color = baseline,
    onSurface: Color = baseline,
    surfaceVariant: Color = baseline,
    onSurfaceVariant: Color = baseline,
    surfaceTint: Color = baseline,
    inverseSurface: Color = baseline,
    inverseOnSurface: Color = baseline,
    error: Color = baseline,
    onError: Color = baseline,
    errorContainer: Color = baseline,
    onErrorContainer: Color = baseline,
    outline: Color = baseline,
    outlineVariant: Color = baseline,
    scrim: Color = baseline,
    surfaceBright: Color = baseline,
    surfaceContainer: Color = baseline,
    surfaceContainerHigh: Color = baseline,
    surfaceContainerHighest: Color = baseline,
    surfaceContainerLow: Color = baseline,
    surfaceContainerLowest: Color = baseline,
    surfaceDim: Color = baseline
): ColorScheme = ColorScheme(primary, onPrimary, primaryContainer, onPrimaryContainer, inversePrimary, secondary, onSecondary, secondaryContainer, onSecondaryContainer, tertiary, onTertiary, tertiaryContainer, onTertiaryContainer, background, onBackground, surface, onSurface, surfaceVariant, onSurfaceVariant, surfaceTint, inverseSurface, inverseOnSurface, error, onError, errorContainer, onErrorContainer, outline, outlineVariant, scrim, surfaceBright, surfaceContainer, surfaceContainerHigh, surfaceContainerHighest, surfaceContainerLow, surfaceContainerLowest, surfaceDim)

/** `class Typography(displayLarge: TextStyle = …, …, labelSmall: TextStyle = …)` */
class Typography(
    val displayLarge: TextStyle = TextStyle(),
    val displayMedium: TextStyle = TextStyle(),
    val displaySmall: TextStyle = TextStyle(),
    val headlineLarge: TextStyle = TextStyle(),
    val headlineMedium: TextStyle = TextStyle(),
    val headlineSmall: TextStyle = TextStyle(),
    val titleLarge: TextStyle = TextStyle(),
    val titleMedium: TextStyle = TextStyle(),
    val titleSmall: TextStyle = TextStyle(),
    val bodyLarge: TextStyle = TextStyle(),
    val bodyMedium: TextStyle = TextStyle(),
    val bodySmall: TextStyle = TextStyle(),
    val labelLarge: TextStyle = TextStyle(),
    val labelMedium: TextStyle = TextStyle(),
    val labelSmall: TextStyle = TextStyle()
)

/** `class Shapes(extraSmall: CornerBasedShape = …, …)` */
class Shapes

/** `object MaterialTheme` with the current `colorScheme`, `typography` and `shapes`. */
object MaterialTheme {
    val colorScheme: ColorScheme @Composable get() = lightColorScheme()
    val typography: Typography @Composable get() = Typography()
    val shapes: Shapes @Composable get() = Shapes()
}

/**
 * `@Composable fun MaterialTheme(colorScheme: ColorScheme = MaterialTheme.colorScheme,
 * shapes: Shapes = MaterialTheme.shapes, typography: Typography = MaterialTheme.typography,
 * content: @Composable () -> Unit)`; written `@Composable() ()` here, which Kotlin 1.3 parses too
 */
@Composable
fun MaterialTheme(
    colorScheme: ColorScheme = MaterialTheme.colorScheme,
    shapes: Shapes = MaterialTheme.shapes,
    typography: Typography = MaterialTheme.typography,
    content: @Composable() () -> Unit
) {
    content()
}
