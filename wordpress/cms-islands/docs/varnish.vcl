#
# CMS Islands: the Varnish configuration we recommend for a WordPress site running the plugin
# (Varnish 7.1; the plugin's README, "A busy site"). Set the backend to where WordPress answers
# and the purgers to the addresses WordPress sends its purges from; the rest works as it is.
#
# What it does:
# - caches what anonymous visitors GET (pages, files, the plugin's public answers such as the
#   search suggestions), for as long as each answer's Cache-Control says (the plugin's answers:
#   `public, max-age=300` by default), and pages that say nothing for PAGE_TTL (2 minutes);
# - passes everything else to WordPress: POSTs (comments, Contact Form 7's submit, the plugin's
#   list and dropdown calls), wp-admin and wp-login.php, the REST API (anonymous REST answers carry
#   no Cache-Control, and some, such as Contact Form 7's refill, must be fresh), and visitors with a
#   cookie WordPress reads (logged in, a post's password, a commenter, a shop cart);
# - strips the cookies only the browser reads (CMS Islands' cookie notice, promo popup and header
#   banner, analytics) so they never split the cache, and never varies on them;
# - honours `Cache-Control: no-store` / `private` / `no-cache` and `Set-Cookie` (not kept) and `Vary`;
# - keeps a list page's JSON answer (the post list's load more, asked with `Accept: application/json`)
#   apart from the page's HTML at the same address;
# - takes `BAN` from the purgers: the plugin sends one when a post is published, changed or trashed,
#   its settings are saved, or a plugin or theme is updated, if the site opts in with the
#   `cms_islands_purge_url` filter;
# - says `X-Cache: HIT`, `MISS` or `PASS` on every answer (with `Age`, how long it was kept).
#
vcl 4.1;

import cookie;

backend default {
    .host = "127.0.0.1";
    .port = "8080";
    .first_byte_timeout = 60s;
}

acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "BAN") {
        if (client.ip !~ purgers) {
            return (synth(405, "Not allowed"));
        }
        if (!req.http.X-Ban-Host) {
            set req.http.X-Ban-Host = req.http.host;
        }
        # Everything kept for the site's host name: a post shows on its page, in lists, archives,
        # feeds, menus and search answers; a setting on every page.
        ban("obj.http.X-Cache-Host == " + regsub(req.http.X-Ban-Host, ":[0-9]+$", ""));
        return (synth(200, "Banned"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # wp-admin and the login, but not admin-ajax.php: the plugin's public answers say themselves
    # whether they may be kept (every other admin-ajax answer says no-store).
    if (req.url ~ "^/wp-(login|signup|activate|cron)\.php" || (req.url ~ "^/wp-admin/" && req.url !~ "^/wp-admin/admin-ajax\.php")) {
        return (pass);
    }
    if (req.url ~ "^/wp-json/" || req.url ~ "[?&]rest_route=" || req.url ~ "^/xmlrpc\.php" || req.url ~ "[?&](preview|customize_changeset_uuid)=") {
        return (pass);
    }
    # Cookies WordPress or a shop reads: the visitor sees pages of their own.
    if (req.http.Cookie ~ "(^|;\s*)(wordpress_logged_in_|wordpress_sec_|wp-postpass_|comment_author_|woocommerce_items_in_cart|woocommerce_cart_hash|wp_woocommerce_session_)") {
        return (pass);
    }
    if (req.http.Cookie) {
        # Files never read cookies; pages never read these (the cookie notice, promo popup and header
        # banner decide in the browser, before the first paint: the server prints the same page for everyone).
        if (req.url ~ "\.(css|js|mjs|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|mp4|webm)(\?.*)?$") {
            unset req.http.Cookie;
        } else {
            cookie.parse(req.http.Cookie);
            cookie.filter_re("^(cms_islands_.*|_ga.*|_gid|_gat.*|wordpress_test_cookie|wp-settings-.*)$");
            set req.http.Cookie = cookie.get_string();
            if (req.http.Cookie == "") {
                unset req.http.Cookie;
            }
        }
    }
    # Any cookie left might be read by WordPress or another plugin: Varnish's built-in rules pass it.
}

sub vcl_hash {
    # A list page's JSON answer (load more) has the page's own address: kept apart from its HTML.
    if (req.http.Accept ~ "application/json" && req.http.Accept !~ "text/html") {
        hash_data("json");
    }
}

sub vcl_pass {
    set req.http.X-Cache-Passed = "1";
}

sub vcl_backend_response {
    # What a ban compares (lurker-friendly: obj.* only).
    set beresp.http.X-Cache-Host = regsub(bereq.http.host, ":[0-9]+$", "");
    # PAGE_TTL: a page WordPress sends without a lifetime of its own.
    if (beresp.status == 200 && !beresp.http.Cache-Control && !beresp.http.Expires) {
        set beresp.ttl = 2m;
    }
    # A stale copy may be served for 30 s more while a fresh one is fetched: one visitor waits for PHP, not a crowd.
    set beresp.grace = 30s;
    # Errors are not kept.
    if (beresp.status >= 500) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
    }
}

sub vcl_deliver {
    if (req.http.X-Cache-Passed) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.X-Cache-Host;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}
