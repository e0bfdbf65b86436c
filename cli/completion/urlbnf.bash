# bash completion for urlbnf: commands, their options, --rfc values and
# --rule names, all asked of urlbnf itself (its --help texts and 'urlbnf
# rules'), so that they cannot drift from the tool.

_urlbnf() {
    local cur prev words cword
    if declare -F _init_completion >/dev/null 2>&1; then
        _init_completion || return
    else
        cur=${COMP_WORDS[COMP_CWORD]}
        prev=${COMP_WORDS[COMP_CWORD - 1]}
        words=("${COMP_WORDS[@]}")
        cword=$COMP_CWORD
    fi
    local tool=${words[0]}

    if ((cword == 1)); then
        local commands
        commands=$("$tool" --help 2>/dev/null | sed -n '/^commands:/,/^$/s/^  \([a-z]*\) .*/\1/p')
        mapfile -t COMPREPLY < <(compgen -W "$commands --help --version" -- "$cur")
        return
    fi

    local command=${words[1]} i rfc=
    for ((i = 2; i < cword; i++)); do
        if [[ ${words[i]} == --rfc ]]; then
            rfc=${words[i + 1]}
        elif [[ ${words[i]} == --rfc=* ]]; then
            rfc=${words[i]#--rfc=}
        fi
    done

    case $prev in
        --rfc | --against)
            local rfcs
            rfcs=$("$tool" "$command" --help 2>/dev/null | grep -o -- '--rfc [0-9][^]) ]*' | cut -d' ' -f2 | tr '|' '\n' | awk '!seen[$0]++')
            mapfile -t COMPREPLY < <(compgen -W "$rfcs" -- "$cur")
            return
            ;;
        --rule)
            local rules
            rules=$("$tool" rules ${rfc:+--rfc "$rfc"} 2>/dev/null | cut -d' ' -f1)
            mapfile -t COMPREPLY < <(compgen -W "$rules" -- "$cur")
            return
            ;;
        --format)
            mapfile -t COMPREPLY < <(compgen -W "text dot html" -- "$cur")
            return
            ;;
        -f | --file)
            mapfile -t COMPREPLY < <(compgen -f -- "$cur")
            return
            ;;
        -j | -n | --seed | --max-line)
            return
            ;;
    esac

    if [[ $cur == -* ]]; then
        local options
        options=$("$tool" "$command" --help 2>/dev/null | grep -o -- '\(^\|[[ ]\)--*[a-z][a-z0-9-]*' | tr -d '[ ' | sort -u)
        mapfile -t COMPREPLY < <(compgen -W "$options --help" -- "$cur")
    fi
}

complete -F _urlbnf urlbnf
