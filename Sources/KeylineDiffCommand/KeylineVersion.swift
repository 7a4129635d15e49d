/// The version `keyline --version` prints, from either binary (the front and the engine),
/// so it is defined once, here, where both can see it.
public enum KeylineVersion {
    public static let current = "0.1.0"
}
