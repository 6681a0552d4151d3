"""Live play of the document being edited: card art, the table view and the play pane."""
