/// The table of the settings.
public enum Settings {
    /// The tables' name.
    public static let table = "Settings"
}
