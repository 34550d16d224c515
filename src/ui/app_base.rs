//! Where the app lives on its host, so that it also works under a sub-path
//! such as `/tengen/`.

/// The router's base path, found from the manifest link's resolved URL
/// (`/tengen/manifest.webmanifest` gives `/tengen`). Empty at the site root
/// and outside a browser.
pub fn router_base() -> String {
    super::browser::manifest_href().map_or_else(String::new, |href| base_from_manifest_url(&href))
}

/// The path part of `url` up to (not including) its last `/`.
pub fn base_from_manifest_url(url: &str) -> String {
    let after_scheme = url.split_once("://").map_or(url, |(_, rest)| rest);
    let path = after_scheme.find('/').map_or("", |i| &after_scheme[i..]);
    let path = path.split(['?', '#']).next().unwrap_or("");
    path.rsplit_once('/')
        .map_or(String::new(), |(dir, _)| dir.to_string())
}

#[cfg(test)]
mod tests {
    use super::base_from_manifest_url;

    /// At the site root the base is empty; under a sub-path it is that path.
    #[test]
    fn base_is_the_manifest_directory() {
        assert_eq!(
            base_from_manifest_url("http://127.0.0.1:8080/manifest.webmanifest"),
            ""
        );
        assert_eq!(
            base_from_manifest_url("https://example.org/tengen/manifest.webmanifest?v=2"),
            "/tengen"
        );
        assert_eq!(base_from_manifest_url("not a url"), "");
    }
}
