const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    entry: './src/client/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash].js' : 'assets/[name].js',
      publicPath: '/',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|svg|ico|woff2?)$/, type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash][ext]' } },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      new MiniCssExtractPlugin({ filename: production ? 'assets/[name].[contenthash].css' : 'assets/[name].css' }),
    ],
    devServer: {
      port: 8080,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/config.js'], target: 'http://localhost:3000' }],
    },
    performance: { hints: false },
  };
};
