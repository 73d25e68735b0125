package main

import (
	"github.com/spf13/cobra"

	"github.com/skillpin/skillpin/internal/project"
)

func newInitCmd(f *Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "init",
		Short: "Write a commented skills.toml",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			dir, err := f.ProjectDir()
			if err != nil {
				return err
			}
			path, err := project.Init(dir)
			if err != nil {
				return err
			}
			f.Infof("wrote %s; add skills with `skillpin add owner/repo@ref --skill NAME`", path)
			return nil
		},
	}
}
