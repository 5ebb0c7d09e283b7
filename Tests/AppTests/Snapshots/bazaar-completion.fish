# fish completion for bazaar, printed by `bazaar --generate-completion-script fish`.
# Save it as ~/.config/fish/completions/bazaar.fish.
complete -c bazaar -f
complete -c bazaar -n 'not __fish_seen_subcommand_from open routes services modules events help' -a 'open' -d 'open URLs through the remote entry, in turn, as one stack; print the top page'
complete -c bazaar -n 'not __fish_seen_subcommand_from open routes services modules events help' -a 'routes' -d 'list the routes (pattern, owner, entry, summary; with --json, parameters too)'
complete -c bazaar -n 'not __fish_seen_subcommand_from open routes services modules events help' -a 'services' -d 'list the services (provider, consumers)'
complete -c bazaar -n 'not __fish_seen_subcommand_from open routes services modules events help' -a 'modules' -d 'list the modules in set-up order'
complete -c bazaar -n 'not __fish_seen_subcommand_from open routes services modules events help' -a 'events' -d 'list the events (posters, subscribers)'
complete -c bazaar -n 'not __fish_seen_subcommand_from open routes services modules events help' -a 'help' -d 'show this help, or one command\'s'
complete -c bazaar -n '__fish_seen_subcommand_from help' -a 'open routes services modules events help'
complete -c bazaar -l state-dir -x -a '(__fish_complete_directories)' -d 'where state lives (default: $BAZAAR_STATE_DIR, else $XDG_STATE_HOME/bazaar, else ~/.local/state/bazaar)'
complete -c bazaar -l lang -x -a 'en zh-Hans' -d 'en or zh-Hans (default: $BAZAAR_LANG, else LC_ALL/LC_MESSAGES/LANG)'
complete -c bazaar -l no-color -d 'never colour the output (colour is also off when NO_COLOR is set or output is not a terminal)'
complete -c bazaar -l json -d 'print data as JSON instead of text (open, routes, services, modules, events); errors too'
complete -c bazaar -l latency -x -d 'simulate a slow backend: each page the command loads waits SECONDS first (0 to 60); Ctrl-C cancels a load'
complete -c bazaar -l help -s h -d 'show this help (after a command: that command\'s)'
complete -c bazaar -l version -d 'print the version'
complete -c bazaar -l generate-completion-script -x -a 'bash zsh fish' -d 'print a completion script for bash, zsh or fish'
