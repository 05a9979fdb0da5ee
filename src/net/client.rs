//! The client side of a hosted table, as a guest's SSH client would be: for the host
//! benchmark and the tests, which play the table over real SSH.

use std::net::SocketAddr;
use std::sync::Arc;

use russh::client;

/// Trusts whatever host key the table shows: the benchmark and the tests talk to a table
/// they have just started on this machine.
pub struct Trust;

impl client::Handler for Trust {
    type Error = russh::Error;

    async fn check_server_key(
        &mut self,
        _key: &russh::keys::PublicKeyOrCertificate,
    ) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

pub type Handle = client::Handle<Trust>;
pub type Channel = russh::Channel<client::Msg>;
pub use russh::{ChannelMsg, Disconnect};

/// Connects as `user` and gives the code; `Err` says why not (the code refused included).
pub async fn connect(addr: SocketAddr, user: &str, code: &str) -> Result<Handle, String> {
    let mut handle = dial(addr).await?;
    give_code(&mut handle, user, code).await?;
    Ok(handle)
}

/// Connects as `user` with `key`, and gives `code` too when the key alone is not let in;
/// `Err` says why not.
pub async fn connect_with_key(
    addr: SocketAddr,
    user: &str,
    key: russh::keys::PrivateKey,
    code: Option<&str>,
) -> Result<Handle, String> {
    let mut handle = dial(addr).await?;
    let key = russh::keys::PrivateKeyWithHashAlg::new(Arc::new(key), None);
    let auth = handle
        .authenticate_publickey(user, key)
        .await
        .map_err(|e| format!("cannot authenticate: {e}"))?;
    if auth.success() {
        return Ok(handle);
    }
    let code = code.ok_or_else(|| "the key alone was refused".to_string())?;
    give_code(&mut handle, user, code).await?;
    Ok(handle)
}

async fn dial(addr: SocketAddr) -> Result<Handle, String> {
    client::connect(Arc::new(client::Config::default()), addr, Trust)
        .await
        .map_err(|e| format!("cannot connect: {e}"))
}

async fn give_code(handle: &mut Handle, user: &str, code: &str) -> Result<(), String> {
    let auth = handle
        .authenticate_password(user, code)
        .await
        .map_err(|e| format!("cannot authenticate: {e}"))?;
    if auth.success() {
        Ok(())
    } else {
        Err("authentication refused".to_string())
    }
}

/// Opens a terminal of `cols`×`rows` with a shell on it: the table's screen.
pub async fn open_terminal(handle: &Handle, cols: u32, rows: u32) -> Result<Channel, String> {
    let channel = handle
        .channel_open_session()
        .await
        .map_err(|e| format!("no session: {e}"))?;
    channel
        .request_pty(false, "xterm-256color", cols, rows, 0, 0, &[])
        .await
        .map_err(|e| format!("no terminal: {e}"))?;
    channel
        .request_shell(false)
        .await
        .map_err(|e| format!("no shell: {e}"))?;
    Ok(channel)
}
