/// The public framework colours (`android.R.color`) an app's resources name as
/// `@android:color/NAME`, with the values the framework gives them: the 28 of
/// `core/res/res/values/public.xml` that have a fixed value, as AOSP 10 (`android-10.0.0_r36`,
/// Apache-2.0) defines them. The text colours are colour state lists there; a `<color>` that
/// names one is read by `Resources.getColor` as the list's default colour, which is the value
/// given. Material You's `system_*` colours have none: the device picks them.
enum AndroidFrameworkColors {
  /// Theme values (`#RRGGBB`, or `#RRGGBBAA` with alpha last), by name.
  static let values: [String: String] = [
    "white": "#FFFFFF", "black": "#000000", "transparent": "#00000000",
    "background_dark": "#000000", "background_light": "#FFFFFF", "darker_gray": "#AAAAAA",
    "holo_blue_bright": "#00DDFF", "holo_blue_dark": "#0099CC", "holo_blue_light": "#33B5E5",
    "holo_green_dark": "#669900", "holo_green_light": "#99CC00", "holo_orange_dark": "#FF8800",
    "holo_orange_light": "#FFBB33", "holo_purple": "#AA66CC", "holo_red_dark": "#CC0000",
    "holo_red_light": "#FF4444",
    // Colour state lists: their default colours.
    "primary_text_dark": "#FFFFFF", "primary_text_dark_nodisable": "#FFFFFF",
    "primary_text_light": "#000000", "primary_text_light_nodisable": "#000000",
    "secondary_text_dark": "#BEBEBE", "secondary_text_dark_nodisable": "#BEBEBE",
    "secondary_text_light": "#323232", "secondary_text_light_nodisable": "#BEBEBE",
    "tertiary_text_dark": "#808080", "tertiary_text_light": "#808080",
    "tab_indicator_text": "#808080", "widget_edittext_dark": "#000000",
  ]
}
