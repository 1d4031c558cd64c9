from arbitro.inicio import main

main()
