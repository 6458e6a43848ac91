#!/usr/bin/env bash
# `npm run demo`: the plugin live in the local WordPress, served in the foreground.
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

cat <<TEXT

  Vendor Payout Schedule — demo shop (WooCommerce 9.9.5, Dokan Lite 4.1.2)
  -------------------------------------------------------------------------
  Log in:              $WP_URL/wp-login.php
  Legacy withdraw page $WP_URL/dashboard/withdraw/
  React withdraw page  $WP_URL/dashboard/new/#/withdraw
  Withdraw Schedule    $WP_URL/wp-admin/admin.php?page=vendor-payout-schedule
  Dokan's withdrawals  $WP_URL/wp-admin/admin.php?page=dokan#/withdraw
  WooCommerce orders   $WP_URL/wp-admin/admin.php?page=wc-orders

  Users (password: password)
    vendor    a vendor with a balance and two payment methods
    vendor2   a vendor with no payment method set up
    customer  a customer (no withdraw access)
    admin     the shop's administrator

  Press Ctrl-C to stop.

TEXT
exec bash "$REPO_DIR/tests/env/start.sh" --foreground
