<?php
/**
 * Plugin Name: My Plugin
 * Version: 0.1.0
 */
defined('ABSPATH') || exit;
require_once __DIR__ . '/includes/loader.php';
register_activation_hook(__FILE__, 'my_plugin_activate');
function my_plugin_activate() { add_option('my_plugin_version', '0.1.0'); }
