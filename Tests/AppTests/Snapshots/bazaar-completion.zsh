#compdef bazaar
# zsh completion for bazaar, printed by `bazaar --generate-completion-script zsh`.
# Save it as _bazaar in a directory on $fpath.
_bazaar() {
    local -a commands
    commands=(
        'open:open URLs through the remote entry, in turn, as one stack; print the top page'
        'routes:list the routes (pattern, owner, entry, summary; with --json, parameters too)'
        'services:list the services (provider, consumers)'
        'modules:list the modules in set-up order'
        'events:list the events (posters, subscribers)'
        'help:show this help, or one command'\''s'
    )
    local state line
    _arguments -s \
        '--state-dir[where state lives (default\: $BAZAAR_STATE_DIR, else $XDG_STATE_HOME/bazaar, else ~/.local/state/bazaar)]:directory:_files -/' \
        '--lang[en or zh-Hans (default\: $BAZAAR_LANG, else LC_ALL/LC_MESSAGES/LANG)]:value:(en zh-Hans)' \
        '--no-color[never colour the output (colour is also off when NO_COLOR is set or output is not a terminal)]' \
        '--json[print data as JSON instead of text (open, routes, services, modules, events); errors too]' \
        '--latency[simulate a slow backend\: each page the command loads waits SECONDS first (0 to 60); Ctrl-C cancels a load]:value: ' \
        '(-h --help)'{-h,--help}'[show this help (after a command\: that command'\''s)]' \
        '--version[print the version]' \
        '--generate-completion-script[print a completion script for bash, zsh or fish]:value:(bash zsh fish)' \
        '1: :->command' \
        '*:: :->argument'
    case $state in
        command) _describe -t commands command commands ;;
        argument)
            case $line[1] in
            help) _describe -t commands command commands ;;
            esac
            ;;
    esac
}
if [[ "${funcstack[1]}" = _bazaar ]]; then
    _bazaar "$@"
else
    compdef _bazaar bazaar
fi
