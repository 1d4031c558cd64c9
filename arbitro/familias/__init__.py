"""Rule families shared by more than one system (one package per family), below the systems and above the kernel."""
