//! The host's key (made once, kept private in the data folder) and the guests' keys the host
//! has accepted.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use russh::keys::{Algorithm, HashAlg, PrivateKey, PublicKey};

use crate::store::fsutil;

/// The largest key or key list file read: a few kilobytes are plenty.
const MAX_FILE: u64 = 256 * 1024;

/// The host key in `path`, made (Ed25519) and kept with mode 0600 the first time. A file
/// that is there but cannot be read as a key is an error, never replaced: guests who
/// trusted the old key would be told the host changed.
pub fn load_or_make(path: &Path) -> io::Result<PrivateKey> {
    let bad = |why: String| {
        io::Error::other(format!(
            "the host key {} {why}; move it away to make a new one (guests will then see a new fingerprint)",
            path.display()
        ))
    };
    match fsutil::read_limited(path, MAX_FILE) {
        Ok(Some(bytes)) => {
            PrivateKey::from_openssh(&bytes).map_err(|e| bad(format!("cannot be read ({e})")))
        }
        Ok(None) => {
            let key = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519)
                .map_err(|e| io::Error::other(format!("cannot make a host key: {e}")))?;
            let text = key
                .to_openssh(russh::keys::ssh_key::LineEnding::LF)
                .map_err(|e| io::Error::other(format!("cannot write the host key: {e}")))?;
            if let Some(dir) = path.parent() {
                fsutil::ensure_dir(dir)?;
            }
            // The temporary file is made with mode 0600 and renamed into place, so the key
            // is never readable by others, not even for a moment.
            fsutil::atomic_write(path, text.as_bytes())?;
            restrict(path)?;
            Ok(key)
        }
        Err(e) => Err(bad(format!("cannot be read: {e}"))),
    }
}

#[cfg(unix)]
fn restrict(path: &Path) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))
}

#[cfg(not(unix))]
fn restrict(_path: &Path) -> io::Result<()> {
    Ok(())
}

/// "SHA256:…", as `ssh` prints it when it asks whether to trust a host.
pub fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

/// The fingerprint of a guest's public key.
pub fn key_fingerprint(key: &PublicKey) -> String {
    key.fingerprint(HashAlg::Sha256).to_string()
}

/// Guests' keys the host accepts without a code: those listed in the config file, and those
/// a guest used together with the code before (remembered with the seat name they took).
#[derive(Debug, Default)]
pub struct KnownKeys {
    /// Fingerprint → name.
    remembered: BTreeMap<String, String>,
    /// Fingerprints of the keys the config file lists.
    listed: Vec<String>,
    /// Where the remembered keys are kept; `None` keeps them in memory only (tests).
    file: Option<PathBuf>,
}

impl KnownKeys {
    /// The keys remembered in `file` and listed in the config (as `ssh-ed25519 AAAA… name`
    /// lines). A damaged file is reported and left alone: nothing is remembered over it.
    pub fn load(file: Option<PathBuf>, listed: &[String]) -> Result<KnownKeys, String> {
        let mut fingerprints = Vec::new();
        for line in listed {
            let key = PublicKey::from_openssh(line.trim())
                .map_err(|e| format!("a guest key in the config cannot be read ({e})"))?;
            fingerprints.push(key_fingerprint(&key));
        }
        let remembered = match &file {
            Some(path) => match fsutil::read_limited(path, MAX_FILE) {
                Ok(Some(bytes)) => serde_json::from_slice(&bytes).map_err(|e| {
                    format!("the guests' keys in {} cannot be read: {e}", path.display())
                })?,
                Ok(None) => BTreeMap::new(),
                Err(e) => {
                    return Err(format!(
                        "the guests' keys in {} cannot be read: {e}",
                        path.display()
                    ));
                }
            },
            None => BTreeMap::new(),
        };
        Ok(KnownKeys {
            remembered,
            listed: fingerprints,
            file,
        })
    }

    /// Whether the key with this fingerprint may come in without a code.
    pub fn knows(&self, fingerprint: &str) -> bool {
        self.remembered.contains_key(fingerprint) || self.listed.iter().any(|f| f == fingerprint)
    }

    /// The seat name last taken with this key.
    pub fn name_of(&self, fingerprint: &str) -> Option<&str> {
        self.remembered.get(fingerprint).map(String::as_str)
    }

    /// Remembers that the guest with this key (who gave the code) took the seat `name`.
    pub fn remember(&mut self, fingerprint: &str, name: &str) -> io::Result<()> {
        if self.remembered.get(fingerprint).map(String::as_str) == Some(name) {
            return Ok(());
        }
        self.remembered
            .insert(fingerprint.to_string(), name.to_string());
        let Some(path) = &self.file else {
            return Ok(());
        };
        let bytes = serde_json::to_vec_pretty(&self.remembered).map_err(io::Error::other)?;
        if let Some(dir) = path.parent() {
            fsutil::ensure_dir(dir)?;
        }
        fsutil::atomic_write(path, &bytes)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_key_is_made_once_private_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("host").join("ssh_host_ed25519_key");
        let first = load_or_make(&path).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode();
            assert_eq!(mode & 0o777, 0o600);
        }
        let again = load_or_make(&path).unwrap();
        assert_eq!(fingerprint(&first), fingerprint(&again));
        assert!(fingerprint(&first).starts_with("SHA256:"));
    }

    #[test]
    fn a_damaged_host_key_is_refused_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("key");
        std::fs::write(&path, b"not a key").unwrap();
        let e = load_or_make(&path).unwrap_err().to_string();
        assert!(e.contains("cannot be read"), "{e}");
        assert_eq!(std::fs::read(&path).unwrap(), b"not a key");
    }

    #[test]
    fn a_remembered_key_is_known_after_a_restart() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("guests.json");
        let mut keys = KnownKeys::load(Some(file.clone()), &[]).unwrap();
        assert!(!keys.knows("SHA256:abc"));
        keys.remember("SHA256:abc", "Ana").unwrap();
        let keys = KnownKeys::load(Some(file), &[]).unwrap();
        assert!(keys.knows("SHA256:abc"));
        assert_eq!(keys.name_of("SHA256:abc"), Some("Ana"));
    }
}
