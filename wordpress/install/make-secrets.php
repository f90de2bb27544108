<?php
/**
 * Writes .wordpress/secrets.php once (called by scripts/wp-start.sh): WordPress keys and salts,
 * the local database password and the JWT signing secret. Usage: php make-secrets.php OUTFILE
 */
if (PHP_SAPI !== 'cli' || empty($argv[1])) {
    fwrite(STDERR, "usage: php make-secrets.php OUTFILE\n");
    exit(1);
}
$secrets = [
    'db_password' => bin2hex(random_bytes(12)),
    'jwt_secret'  => bin2hex(random_bytes(32)),
    'keys'        => [],
];
foreach (['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY',
          'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as $name) {
    $secrets['keys'][$name] = bin2hex(random_bytes(32));
}
$php = "<?php\n// Generated once by scripts/wp-start.sh: local secrets, never commit.\nreturn "
     . var_export($secrets, true) . ";\n";
if (file_put_contents($argv[1], $php) === false) {
    exit(1);
}
