/// The table of the greetings.
public enum Greetings {
    /// The catalog's name.
    public static let table = "Localizable"
}
