from arbitro.cli import main

main()
