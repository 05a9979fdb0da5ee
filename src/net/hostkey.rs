//! The host's key (made once, kept private in the data folder) and the guests' keys the host
//! has accepted.

use std::collections::BTreeMap;
use std::io;
use std::path::{Path, PathBuf};

use russh::keys::{Algorithm, HashAlg, PrivateKey, PublicKey};

use crate::l10n::t;
use crate::store::fsutil;

/// The largest key or key list file read: a few kilobytes are plenty.
const MAX_FILE: u64 = 256 * 1024;

/// The host key in `path`, made (Ed25519) and kept with mode 0600 the first time. A file
/// that is there but cannot be read as a key is an error, never replaced: guests who
/// trusted the old key would be told the host changed.
pub(super) fn load_or_make(path: &Path) -> io::Result<PrivateKey> {
    // Told to the host (or the operator) as the server starts, in their language.
    let shown = crate::escape::shown_path(path);
    match fsutil::read_limited(path, MAX_FILE) {
        Ok(Some(bytes)) => PrivateKey::from_openssh(&bytes).map_err(|e| {
            io::Error::other(t!(
                "serve-host-key-not-a-key",
                path = shown.as_str(),
                why = e.to_string()
            ))
        }),
        Ok(None) => {
            let key = PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).map_err(|e| {
                io::Error::other(t!("serve-host-key-cannot-make", why = e.to_string()))
            })?;
            let text = key
                .to_openssh(russh::keys::ssh_key::LineEnding::LF)
                .map_err(|e| {
                    io::Error::other(t!("serve-host-key-cannot-write", why = e.to_string()))
                })?;
            if let Some(dir) = path.parent() {
                fsutil::ensure_dir(dir)?;
            }
            // The temporary file is made with mode 0600 and renamed into place, so the key
            // is never readable by others, not even for a moment.
            fsutil::atomic_write(path, text.as_bytes())?;
            restrict(path)?;
            Ok(key)
        }
        Err(e) => Err(io::Error::other(t!(
            "serve-host-key-unreadable",
            path = shown.as_str(),
            why = e.to_string()
        ))),
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

/// Where the guests' remembered keys are kept in the data folder: `yahtzee host` and the
/// main menu's list of keys read the same file.
pub fn guest_keys_file(data: &Path) -> PathBuf {
    data.join("host").join("guest_keys.json")
}

/// "SHA256:…", as `ssh` prints it when it asks whether to trust a host.
pub(super) fn fingerprint(key: &PrivateKey) -> String {
    key.public_key().fingerprint(HashAlg::Sha256).to_string()
}

/// The fingerprint of a guest's public key.
pub(super) fn key_fingerprint(key: &PublicKey) -> String {
    key.fingerprint(HashAlg::Sha256).to_string()
}

/// A guest's key remembered with the seat they took: it lets them back into that seat of
/// that match without the code, and nowhere else.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Remembered {
    /// The seat's name.
    pub name: String,
    /// The match's id. Keys remembered by release 0.4 have none and admit nowhere: they
    /// are kept only to be listed and forgotten.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    /// The seat's place in that match.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
}

/// The file's form now, with its version so a later form can tell it apart.
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct KeysFile {
    version: u32,
    keys: BTreeMap<String, Remembered>,
}

const KEYS_VERSION: u32 = 2;

/// Every form the file has had.
#[derive(serde::Deserialize)]
#[serde(untagged)]
enum AnyKeysFile {
    Now(KeysFile),
    /// Release 0.4: fingerprint → the seat's name, for any match.
    Names(BTreeMap<String, String>),
}

/// Guests' keys the host accepts without a code: those listed in the config file (the host
/// trusts them at every table, though they take no one's seat), and those a guest used
/// together with the code before, for their own seat of that match only.
#[derive(Debug, Default)]
pub struct KnownKeys {
    /// Fingerprint → where it was used.
    remembered: BTreeMap<String, Remembered>,
    /// Fingerprints of the keys the config file lists.
    listed: Vec<String>,
    /// Where the remembered keys are kept; `None` keeps them in memory only (tests).
    file: Option<PathBuf>,
    /// The id of the match at the table now, once there is one.
    table: Option<String>,
}

/// Why the guests' keys cannot be loaded. Its text (in the language spoken: only the host
/// reads it) is escaped and cut: it is shown as it is.
#[derive(Debug, thiserror::Error)]
pub enum GuestKeysError {
    /// A key listed in the config file is not an OpenSSH public key.
    #[error("{}", t!("serve-keys-listed-unreadable", why = .0.to_string()))]
    Listed(russh::keys::ssh_key::Error),
    /// The file of remembered keys is there but cannot be used; it is left alone.
    #[error(
        "{}",
        t!(
            "serve-keys-file-unreadable",
            path = crate::escape::shown(&.file.display().to_string()).into_owned(),
            why = crate::escape::excerpt(&.why.to_string(), 200)
        )
    )]
    Unreadable { file: PathBuf, why: BadKeysFile },
}

/// What is wrong with a file of remembered keys.
#[derive(Debug, thiserror::Error)]
pub enum BadKeysFile {
    /// It cannot be read (or is too large to be one).
    #[error("{0}")]
    Read(String),
    /// It is written in a later release's form.
    #[error("{}", t!("serve-keys-file-later", version = (*.0)))]
    LaterVersion(u32),
    /// It is no form of the file.
    #[error("{0}")]
    Damaged(serde_json::Error),
}

/// The keys remembered in `path` (none when there is no file yet), or why they cannot be
/// read.
fn read_keys(path: &Path) -> Result<BTreeMap<String, Remembered>, GuestKeysError> {
    let unreadable = |why: BadKeysFile| GuestKeysError::Unreadable {
        file: path.to_path_buf(),
        why,
    };
    let bytes = match fsutil::read_limited(path, MAX_FILE) {
        Ok(Some(bytes)) => bytes,
        Ok(None) => return Ok(BTreeMap::new()),
        Err(e) => return Err(unreadable(BadKeysFile::Read(e.to_string()))),
    };
    match serde_json::from_slice(&bytes) {
        Ok(AnyKeysFile::Now(f)) if f.version == KEYS_VERSION => Ok(f.keys),
        Ok(AnyKeysFile::Now(f)) => Err(unreadable(BadKeysFile::LaterVersion(f.version))),
        Ok(AnyKeysFile::Names(names)) => Ok(names
            .into_iter()
            .map(|(fp, name)| {
                let r = Remembered {
                    name,
                    table: None,
                    seat: None,
                };
                (fp, r)
            })
            .collect()),
        Err(e) => Err(unreadable(BadKeysFile::Damaged(e))),
    }
}

impl KnownKeys {
    /// The keys remembered in `file` and listed in the config (as `ssh-ed25519 AAAA… name`
    /// lines). A damaged file is reported and left alone: nothing is remembered over it.
    pub fn load(file: Option<PathBuf>, listed: &[String]) -> Result<KnownKeys, GuestKeysError> {
        let mut fingerprints = Vec::new();
        for line in listed {
            let key = PublicKey::from_openssh(line.trim()).map_err(GuestKeysError::Listed)?;
            fingerprints.push(key_fingerprint(&key));
        }
        let remembered = match &file {
            Some(path) => read_keys(path)?,
            None => BTreeMap::new(),
        };
        Ok(KnownKeys {
            remembered,
            listed: fingerprints,
            file,
            table: None,
        })
    }

    /// The match now at the table: remembered keys admit to their seats of this match only.
    pub fn set_table(&mut self, table: Option<&str>) {
        self.table = table.map(str::to_string);
    }

    /// Whether the key with this fingerprint may come in without a code: listed in the
    /// config, or remembered for a seat of the match at the table now.
    pub fn admits(&self, fingerprint: &str) -> bool {
        self.listed.iter().any(|f| f == fingerprint) || self.seat_of(fingerprint).is_some()
    }

    /// The seat (its place and name) this key was remembered for in the match at the table.
    pub fn seat_of(&self, fingerprint: &str) -> Option<(usize, &str)> {
        let r = self.remembered.get(fingerprint)?;
        let here = self.table.as_deref()?;
        (r.table.as_deref() == Some(here))
            .then_some(r.seat)
            .flatten()
            .map(|seat| (seat, r.name.as_str()))
    }

    /// Every remembered key, by fingerprint.
    pub fn remembered(&self) -> &BTreeMap<String, Remembered> {
        &self.remembered
    }

    /// Remembers that the guest with this key (who gave the code, or whom the host let in)
    /// took seat `seat` named `name` of the match at the table. It is the seat's one key:
    /// a key remembered for it before no longer admits.
    pub fn remember(&mut self, fingerprint: &str, name: &str, seat: usize) -> io::Result<()> {
        let Some(table) = self.table.clone() else {
            return Ok(());
        };
        let entry = Remembered {
            name: name.to_string(),
            table: Some(table.clone()),
            seat: Some(seat),
        };
        self.reread()?;
        if self.remembered.get(fingerprint) == Some(&entry) {
            return Ok(());
        }
        self.remembered
            .retain(|_, r| !(r.table.as_deref() == Some(table.as_str()) && r.seat == Some(seat)));
        self.remembered.insert(fingerprint.to_string(), entry);
        self.save()
    }

    /// Forgets the keys `who` names: a fingerprint (`SHA256:…`, or enough of its start to
    /// name one key), a seat's name (every key remembered with it), or `all`. Returns what
    /// was forgotten; nothing when `who` names no key or a start names several.
    pub fn forget(&mut self, who: &str) -> io::Result<Vec<(String, Remembered)>> {
        self.reread()?;
        let who = who.trim();
        let picked: Vec<String> = if who.eq_ignore_ascii_case("all") {
            self.remembered.keys().cloned().collect()
        } else if self.remembered.contains_key(who) {
            vec![who.to_string()]
        } else {
            let by_name: Vec<String> = self
                .remembered
                .iter()
                .filter(|(_, r)| super::gate::same_name(&r.name, who))
                .map(|(fp, _)| fp.clone())
                .collect();
            if by_name.is_empty() && who.len() >= 12 {
                let starts: Vec<String> = self
                    .remembered
                    .keys()
                    .filter(|fp| fp.starts_with(who))
                    .cloned()
                    .collect();
                if starts.len() == 1 {
                    starts
                } else {
                    Vec::new()
                }
            } else {
                by_name
            }
        };
        let gone: Vec<(String, Remembered)> = picked
            .into_iter()
            .filter_map(|fp| self.remembered.remove(&fp).map(|r| (fp, r)))
            .collect();
        if !gone.is_empty() {
            self.save()?;
        }
        Ok(gone)
    }

    /// Takes the file as it is now, so a key forgotten in another window (the guests' keys
    /// screen, `host --forget-key`) no longer admits at a table already running. A file
    /// that cannot be read now leaves what was read before.
    pub fn refresh(&mut self) {
        let _ = self.reread();
    }

    /// Takes the file as it is now before changing it: another window may have forgotten
    /// keys since (the guests' keys screen, `host --forget-key`), and they must stay
    /// forgotten. A file damaged since is left alone, and nothing is written over it.
    fn reread(&mut self) -> io::Result<()> {
        if let Some(path) = &self.file {
            self.remembered = read_keys(path).map_err(io::Error::other)?;
        }
        Ok(())
    }

    fn save(&self) -> io::Result<()> {
        let Some(path) = &self.file else {
            return Ok(());
        };
        let file = KeysFile {
            version: KEYS_VERSION,
            keys: self.remembered.clone(),
        };
        let bytes = serde_json::to_vec_pretty(&file).map_err(io::Error::other)?;
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
    fn a_remembered_key_admits_to_its_own_seat_of_its_own_match_only() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("guests.json");
        let mut keys = KnownKeys::load(Some(file.clone()), &[]).unwrap();
        keys.set_table(Some("match-1"));
        assert!(!keys.admits("SHA256:abc"));
        keys.remember("SHA256:abc", "Ana", 1).unwrap();
        assert_eq!(keys.seat_of("SHA256:abc"), Some((1, "Ana")));
        // After a restart, at the same match (a resumed table): in, to the same seat.
        let mut keys = KnownKeys::load(Some(file.clone()), &[]).unwrap();
        assert!(!keys.admits("SHA256:abc"), "no table yet, no key admits");
        keys.set_table(Some("match-1"));
        assert!(keys.admits("SHA256:abc"));
        assert_eq!(keys.seat_of("SHA256:abc"), Some((1, "Ana")));
        // A new match needs the new code.
        keys.set_table(Some("match-2"));
        assert!(!keys.admits("SHA256:abc"));
        assert_eq!(keys.seat_of("SHA256:abc"), None);
        // The seat's one key: another key for the same seat replaces it.
        keys.set_table(Some("match-1"));
        keys.remember("SHA256:def", "Ana", 1).unwrap();
        assert!(!keys.admits("SHA256:abc"));
        assert!(keys.admits("SHA256:def"));
    }

    #[test]
    fn keys_are_listed_and_forgotten_by_name_fingerprint_or_all() {
        let mut keys = KnownKeys::default();
        keys.set_table(Some("m"));
        keys.remember("SHA256:aaaaaaaaaaaaaaaa", "Ana", 0).unwrap();
        keys.remember("SHA256:bbbbbbbbbbbbbbbb", "Ben", 1).unwrap();
        keys.remember("SHA256:cccccccccccccccc", "Cy", 2).unwrap();
        assert_eq!(keys.remembered().len(), 3);
        let gone = keys.forget("ana").unwrap();
        assert_eq!(gone.len(), 1);
        assert_eq!(gone[0].1.name, "Ana");
        assert!(!keys.admits("SHA256:aaaaaaaaaaaaaaaa"));
        assert_eq!(keys.forget("SHA256:bbbbbbbbbb").unwrap().len(), 1);
        assert!(
            keys.forget("SHA256:").unwrap().is_empty(),
            "too short a start"
        );
        assert!(keys.forget("Zed").unwrap().is_empty());
        assert_eq!(keys.forget("all").unwrap().len(), 1);
        assert!(keys.remembered().is_empty());
    }

    #[test]
    fn a_key_forgotten_elsewhere_stays_forgotten_and_a_damaged_file_is_not_written_over() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("guest_keys.json");
        let mut host = KnownKeys::load(Some(file.clone()), &[]).unwrap();
        host.set_table(Some("m"));
        host.remember("SHA256:aaaaaaaaaaaaaaaa", "Ana", 0).unwrap();
        // Another window forgets Ana's key while the table runs.
        let mut screen = KnownKeys::load(Some(file.clone()), &[]).unwrap();
        assert_eq!(screen.forget("Ana").unwrap().len(), 1);
        host.remember("SHA256:bbbbbbbbbbbbbbbb", "Ben", 1).unwrap();
        let after = KnownKeys::load(Some(file.clone()), &[]).unwrap();
        assert_eq!(after.remembered().len(), 1, "{:?}", after.remembered());
        assert!(after.remembered().contains_key("SHA256:bbbbbbbbbbbbbbbb"));
        // A file damaged meanwhile is not written over.
        std::fs::write(&file, b"{damaged").unwrap();
        assert!(host.remember("SHA256:cccccccccccccccc", "Cy", 2).is_err());
        assert_eq!(std::fs::read(&file).unwrap(), b"{damaged");
    }

    #[test]
    fn keys_remembered_by_release_0_4_load_and_admit_nowhere() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("guest_keys.json");
        std::fs::write(&file, br#"{"SHA256:abc": "Ana"}"#).unwrap();
        let mut keys = KnownKeys::load(Some(file.clone()), &[]).unwrap();
        keys.set_table(Some("any"));
        assert!(!keys.admits("SHA256:abc"));
        assert_eq!(keys.remembered()["SHA256:abc"].name, "Ana");
        // Rewritten in today's form when something changes, and read back.
        keys.remember("SHA256:def", "Ben", 0).unwrap();
        let again = KnownKeys::load(Some(file), &[]).unwrap();
        assert_eq!(again.remembered().len(), 2);
    }

    #[test]
    fn a_damaged_or_later_keys_file_is_refused_and_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("guest_keys.json");
        for text in [
            &b"{\"SHA256:abc\": 3}"[..],
            b"{\"version\": 9, \"keys\": {}}",
            b"\x1b[2J",
        ] {
            std::fs::write(&file, text).unwrap();
            let e = KnownKeys::load(Some(file.clone()), &[])
                .unwrap_err()
                .to_string();
            assert!(e.contains("cannot be read"), "{e}");
            assert!(!e.contains('\u{1b}'), "{e:?}");
            assert_eq!(std::fs::read(&file).unwrap(), text);
        }
    }
}
