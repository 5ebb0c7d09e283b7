# bash completion for bazaar, printed by `bazaar --generate-completion-script bash`.
# Source it, or save it as ~/.local/share/bash-completion/completions/bazaar.
_bazaar() {
    local cur="${COMP_WORDS[COMP_CWORD]}"
    local prev="${COMP_WORDS[COMP_CWORD-1]}"
    case "$prev" in
        --state-dir) COMPREPLY=($(compgen -d -- "$cur")); return ;;
        --lang) COMPREPLY=($(compgen -W "en zh-Hans" -- "$cur")); return ;;
        --latency) COMPREPLY=(); return ;;
        --generate-completion-script) COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur")); return ;;
    esac
    if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "--state-dir --lang --no-color --json --latency --help -h --version --generate-completion-script" -- "$cur"))
        return
    fi
    local command="" word index
    for ((index = 1; index < COMP_CWORD; index++)); do
        word="${COMP_WORDS[index]}"
        case " open routes services modules events help " in
            *" $word "*) command="$word"; break ;;
        esac
    done
    case "$command" in
        "") COMPREPLY=($(compgen -W "open routes services modules events help" -- "$cur")) ;;
        help) COMPREPLY=($(compgen -W "open routes services modules events help" -- "$cur")) ;;
        *) COMPREPLY=() ;;
    esac
}
complete -F _bazaar bazaar
