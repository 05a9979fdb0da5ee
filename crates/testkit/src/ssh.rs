//! The client side of a hosted table, as a guest's SSH client would be (russh's client),
//! for the tests that play a table over real SSH: connect with the invitation code or a key,
//! open a terminal of a size, and a [`Guest`] that reads what that terminal shows.
//!
//! The product has no SSH client: guests bring their own (OpenSSH, PuTTY...).

use std::net::SocketAddr;
use std::num::NonZeroU16;
use std::sync::Arc;
use std::time::Duration;

use russh::client;

/// Trusts whatever host key the table shows: the tests talk to a table they have just
/// started on this machine.
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

/// A connection to a table.
pub type Handle = client::Handle<Trust>;
/// A session channel on it: a terminal, once [`open_terminal`] has asked for one.
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
    open_terminal_with(handle, cols, rows, &[]).await
}

/// [`open_terminal`], sending `env` first as OpenSSH's `SendEnv` does (`LANG`, `LC_*`).
pub async fn open_terminal_with(
    handle: &Handle,
    cols: u32,
    rows: u32,
    env: &[(&str, &str)],
) -> Result<Channel, String> {
    let channel = handle
        .channel_open_session()
        .await
        .map_err(|e| format!("no session: {e}"))?;
    for (name, value) in env {
        channel
            .set_env(false, *name, *value)
            .await
            .map_err(|e| format!("no env: {e}"))?;
    }
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

/// A guest: an SSH connection with a terminal open, and what that terminal shows.
pub struct Guest {
    handle: Handle,
    channel: Channel,
    screen: vt100::Parser,
    closed: bool,
}

fn nz(n: u32) -> NonZeroU16 {
    u16::try_from(n)
        .ok()
        .and_then(NonZeroU16::new)
        .unwrap_or(NonZeroU16::MIN)
}

impl Guest {
    /// Connects as `user` with the code and opens a terminal of `cols`×`rows`.
    pub async fn join(
        addr: SocketAddr,
        user: &str,
        code: &str,
        (cols, rows): (u32, u32),
    ) -> Result<Guest, String> {
        let handle = connect(addr, user, code).await?;
        Guest::on(handle, cols, rows).await
    }

    /// [`Guest::join`], its client sending `env` before the terminal opens (as OpenSSH
    /// sends the locale's variables).
    pub async fn join_with_env(
        addr: SocketAddr,
        user: &str,
        code: &str,
        (cols, rows): (u32, u32),
        env: &[(&str, &str)],
    ) -> Result<Guest, String> {
        let handle = connect(addr, user, code).await?;
        Guest::on_with(handle, cols, rows, env).await
    }

    /// Connects as `user` with `key` (and `code` if the key alone is refused) and opens a
    /// terminal of `cols`×`rows`.
    pub async fn join_with_key(
        addr: SocketAddr,
        user: &str,
        key: russh::keys::PrivateKey,
        code: Option<&str>,
        (cols, rows): (u32, u32),
    ) -> Result<Guest, String> {
        let handle = connect_with_key(addr, user, key, code).await?;
        Guest::on(handle, cols, rows).await
    }

    /// [`Guest::join_with_key`], its client sending `env` before the terminal opens (as
    /// OpenSSH sends the locale's variables).
    pub async fn join_with_key_and_env(
        addr: SocketAddr,
        user: &str,
        key: russh::keys::PrivateKey,
        (cols, rows): (u32, u32),
        env: &[(&str, &str)],
    ) -> Result<Guest, String> {
        let handle = connect_with_key(addr, user, key, None).await?;
        Guest::on_with(handle, cols, rows, env).await
    }

    async fn on(handle: Handle, cols: u32, rows: u32) -> Result<Guest, String> {
        Guest::on_with(handle, cols, rows, &[]).await
    }

    async fn on_with(
        handle: Handle,
        cols: u32,
        rows: u32,
        env: &[(&str, &str)],
    ) -> Result<Guest, String> {
        let channel = open_terminal_with(&handle, cols, rows, env).await?;
        Ok(Guest {
            handle,
            channel,
            screen: vt100::Parser::new(nz(rows), nz(cols), 0),
            closed: false,
        })
    }

    /// Reads what arrives for up to `wait`, or until the table closes the terminal.
    pub async fn read(&mut self, wait: Duration) {
        let deadline = tokio::time::Instant::now() + wait;
        while !self.closed {
            match tokio::time::timeout_at(deadline, self.channel.wait()).await {
                Ok(Some(ChannelMsg::Data { data })) => self.screen.process(&data),
                Ok(Some(ChannelMsg::Eof | ChannelMsg::Close)) | Ok(None) => self.closed = true,
                Ok(Some(_)) => {}
                Err(_) => return,
            }
        }
    }

    /// Reads until the screen shows `what`: the screen then, or `Err` with the screen as it
    /// was when `wait` ran out or the terminal closed.
    pub async fn until(&mut self, what: &str, wait: Duration) -> Result<String, String> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let text = self.text();
            if text.contains(what) {
                return Ok(text);
            }
            if self.closed {
                return Err(text);
            }
            match tokio::time::timeout_at(deadline, self.channel.wait()).await {
                Ok(Some(ChannelMsg::Data { data })) => self.screen.process(&data),
                Ok(Some(ChannelMsg::Eof | ChannelMsg::Close)) | Ok(None) => self.closed = true,
                Ok(Some(_)) => {}
                Err(_) => return Err(text),
            }
        }
    }

    /// Sends keys as typed; panics if they cannot be (a test whose keys cannot reach the
    /// table has failed).
    pub async fn send(&self, keys: &str) {
        if let Err(e) = self.try_send(keys).await {
            panic!("{e}");
        }
    }

    /// Sends keys as typed; `Err` if the connection is gone.
    pub async fn try_send(&self, keys: &str) -> Result<(), String> {
        self.channel
            .data_bytes(keys.as_bytes().to_vec())
            .await
            .map_err(|e| format!("the keys were not sent: {e}"))
    }

    /// Drops the connection, as a guest whose network went away.
    pub async fn disconnect(&self) {
        let _ = self
            .handle
            .disconnect(Disconnect::ByApplication, "", "")
            .await;
    }

    /// The screen as text.
    pub fn text(&self) -> String {
        self.screen.screen().contents()
    }

    /// The screen model (its cells, its modes).
    pub fn screen(&self) -> &vt100::Screen {
        self.screen.screen()
    }

    /// Whether the table has closed the terminal.
    pub fn closed(&self) -> bool {
        self.closed
    }

    /// The connection, for what the tests do with it beyond a guest's terminal.
    pub fn handle(&self) -> &Handle {
        &self.handle
    }

    /// The terminal's channel.
    pub fn channel(&self) -> &Channel {
        &self.channel
    }
}
