/// The page, served from the binary: plain HTML, CSS and JavaScript, no build step and no
/// request to anywhere but the studio itself (it works offline).
public enum StudioPage {}
